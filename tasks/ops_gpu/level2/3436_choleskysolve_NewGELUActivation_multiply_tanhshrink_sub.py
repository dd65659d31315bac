"""torch.cholesky_solve -> hf.NewGELUActivation -> torch.multiply -> F.tanhshrink -> torch.sub: synthesised by warpgym synth (seed 7, index 5399, transformers#5, dim 0 x491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.cholesky_solve -> hf.NewGELUActivation -> torch.multiply -> F.tanhshrink -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x, x1, x2, x3):
        x = torch.cholesky_solve(x, x1)
        x = self.newgeluactivation_1(x)
        x = torch.multiply(x, x2)
        x = F.tanhshrink(x)
        x = torch.sub(x, x3)
        return x


def get_inputs():
    return [torch.randn(1964, 32, 32, 32), torch.randn(1964, 32, 32, 32), torch.randn(1964, 32, 32, 32), torch.randn(1964, 32, 32, 32)]


def get_init_inputs():
    return []
