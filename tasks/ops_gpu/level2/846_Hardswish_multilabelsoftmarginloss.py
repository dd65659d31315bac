"""Hardswish -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 1146, torch#2, dim 0 x2611)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x, x1):
        x = self.hardswish_0(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5222, 8, 8, 16, 16), torch.randn(5222, 8, 8, 16, 16)]


def get_init_inputs():
    return []
