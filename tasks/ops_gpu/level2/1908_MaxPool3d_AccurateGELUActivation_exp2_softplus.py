"""MaxPool3d -> hf.AccurateGELUActivation -> torch.exp2 -> F.softplus: synthesised by warpgym synth (seed 7, index 3023, transformers#4, dim 0 x6541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """MaxPool3d -> hf.AccurateGELUActivation -> torch.exp2 -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.accurategeluactivation_1(x)
        x = torch.exp2(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(13082, 8, 8, 16, 16)]


def get_init_inputs():
    return []
