"""ReLU6 -> F.l1_loss: synthesised by warpgym synth (seed 7, index 3420, torch#2, dim 0 x1158)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x, x1):
        x = self.relu6_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(37056, 128, 64), torch.randn(37056, 128, 64)]


def get_init_inputs():
    return []
