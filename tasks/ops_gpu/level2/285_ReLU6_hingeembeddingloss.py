"""ReLU6 -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 373, torch#2, dim 0 x2634)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x, x1):
        x = self.relu6_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5268, 8, 8, 16, 16), torch.randn(5268, 8, 8, 16, 16)]


def get_init_inputs():
    return []
