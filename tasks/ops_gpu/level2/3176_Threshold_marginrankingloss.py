"""Threshold -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4334, torch#2, dim 0 x563)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1, x2):
        x = self.threshold_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(4504, 64, 16, 16), torch.randn(4504, 64, 16, 16), torch.randn(4504, 64, 16, 16)]


def get_init_inputs():
    return []
