"""F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 6186, torch#1, dim 0 x1364)."""
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
    return [torch.randn(87296, 1024), torch.randn(87296, 1024)]


def get_init_inputs():
    return []
