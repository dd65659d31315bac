"""torch.hypot -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 593, torch#2, dim 0 x255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.hypot(x, x1)
        x = F.multilabel_soft_margin_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(65280, 256), torch.randn(65280, 256), torch.randn(65280, 256)]


def get_init_inputs():
    return []
