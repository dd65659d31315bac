"""Threshold -> torch.cos -> torch.transpose -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 4752, torch#4, dim 0 x250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.cos -> torch.transpose -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = torch.cos(x)
        x = torch.transpose(x, -1, -2)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(8000, 128, 64), torch.randn(8000, 64, 128)]


def get_init_inputs():
    return []
