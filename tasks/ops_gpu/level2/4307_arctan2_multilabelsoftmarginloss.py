"""torch.arctan2 -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 5870, torch#2, dim 0 x5541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = F.multilabel_soft_margin_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(709248, 256), torch.randn(709248, 256), torch.randn(709248, 256)]


def get_init_inputs():
    return []
