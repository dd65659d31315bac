"""torch.cholesky_solve -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 3591, transformers#2, dim 0 x8831)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.cholesky_solve -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = torch.cholesky_solve(x, x1)
        x = self.clippedgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(17662, 8, 8, 16, 16), torch.randn(17662, 8, 8, 16, 16)]


def get_init_inputs():
    return []
