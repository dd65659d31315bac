"""hf.QuickGELUActivation -> F.channel_shuffle -> F.mish -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 1563, transformers#4, dim 0 x647)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.channel_shuffle -> F.mish -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x, x1):
        x = self.quickgeluactivation_0(x)
        x = F.channel_shuffle(x, 2)
        x = F.mish(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5176, 64, 16, 16), torch.randn(5176, 64, 16, 16)]


def get_init_inputs():
    return []
