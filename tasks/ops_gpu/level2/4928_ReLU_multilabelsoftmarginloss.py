"""ReLU -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 6705, torch#2, dim 0 x382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3056, 16, 32, 32), torch.randn(3056, 16, 32, 32)]


def get_init_inputs():
    return []
