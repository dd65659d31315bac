"""hf.ClippedGELUActivation -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 6278, transformers#2, dim 0 x2217)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = self.clippedgeluactivation_0(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(35472, 32, 16, 16), torch.randn(35472, 32, 16, 16)]


def get_init_inputs():
    return []
