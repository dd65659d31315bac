"""hf.GELUActivation -> F.l1_loss: synthesised by warpgym synth (seed 7, index 4157, transformers#2, dim 0 x923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(7384, 16, 32, 32), torch.randn(7384, 16, 32, 32)]


def get_init_inputs():
    return []
