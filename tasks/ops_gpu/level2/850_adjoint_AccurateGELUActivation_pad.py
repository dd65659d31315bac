"""torch.adjoint -> hf.AccurateGELUActivation -> F.pad: synthesised by warpgym synth (seed 7, index 1384, transformers#3, dim 0 x199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.adjoint -> hf.AccurateGELUActivation -> F.pad"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.adjoint(x)
        x = self.accurategeluactivation_1(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(1592, 16, 32, 32)]


def get_init_inputs():
    return []
