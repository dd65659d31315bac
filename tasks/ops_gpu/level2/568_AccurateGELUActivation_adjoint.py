"""hf.AccurateGELUActivation -> torch.adjoint: synthesised by warpgym synth (seed 7, index 921, transformers#2, dim 0 x1425)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(5700, 32, 32, 32)]


def get_init_inputs():
    return []
