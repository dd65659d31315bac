"""F.softmax -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 1294, torch#2, dim 0 x1222)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softmax(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4888, 16, 8, 8, 8), torch.randn(4888, 16, 8, 8, 8)]


def get_init_inputs():
    return []
