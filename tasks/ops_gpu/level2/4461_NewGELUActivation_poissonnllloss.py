"""hf.NewGELUActivation -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 6094, transformers#2, dim 0 x99)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(792, 64, 16, 16), torch.randn(792, 64, 16, 16)]


def get_init_inputs():
    return []
