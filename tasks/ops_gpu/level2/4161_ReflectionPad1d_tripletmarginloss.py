"""ReflectionPad1d -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 5671, torch#2, dim 0 x2621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1, x2):
        x = self.reflectionpad1d_0(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(670976, 512), torch.randn(670976, 514), torch.randn(670976, 514)]


def get_init_inputs():
    return []
