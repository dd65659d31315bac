"""torch.lgamma -> hf.SiLUActivation -> MaxPool1d -> F.tanh: synthesised by warpgym synth (seed 7, index 6452, transformers#4, dim 0 x951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.lgamma -> hf.SiLUActivation -> MaxPool1d -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.siluactivation_1(x)
        x = self.maxpool1d_2(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(243456, 256)]


def get_init_inputs():
    return []
