"""Sigmoid -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 6816, torch#2, dim 0 x729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(186624, 256), torch.randn(186624, 256)]


def get_init_inputs():
    return []
