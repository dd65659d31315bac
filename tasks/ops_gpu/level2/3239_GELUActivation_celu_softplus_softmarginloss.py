"""hf.GELUActivation -> F.celu -> F.softplus -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 4419, transformers#4, dim 0 x14636)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.celu -> F.softplus -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = F.celu(x)
        x = F.softplus(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1873408, 256), torch.randn(1873408, 256)]


def get_init_inputs():
    return []
