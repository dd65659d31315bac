"""InstanceNorm1d -> torch.atan2 -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 2438, transformers#3, dim 0 x5371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """InstanceNorm1d -> torch.atan2 -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = self.instancenorm1d_0(x)
        x = torch.atan2(x, x1)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(343744, 1024), torch.randn(343744, 1024)]


def get_init_inputs():
    return []
