"""hf.QuickGELUActivation -> F.l1_loss: synthesised by warpgym synth (seed 7, index 6413, transformers#2, dim 0 x828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x, x1):
        x = self.quickgeluactivation_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(26496, 128, 64), torch.randn(26496, 128, 64)]


def get_init_inputs():
    return []
