"""F.relu -> torch.tril -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 6034, torch#3, dim 0 x637)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> torch.tril -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.relu(x)
        x = torch.tril(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(326144, 256), torch.randn(326144, 256)]


def get_init_inputs():
    return []
