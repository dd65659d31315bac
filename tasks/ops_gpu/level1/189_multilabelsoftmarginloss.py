"""F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 2255, torch#1, dim 0 x894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(7152, 64, 16, 16), torch.randn(7152, 64, 16, 16)]


def get_init_inputs():
    return []
