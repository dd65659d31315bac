"""ReLU6 -> torch.neg -> F.sigmoid: synthesised by warpgym synth (seed 7, index 5292, torch#3, dim 0 x2448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.neg -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.neg(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(313344, 256)]


def get_init_inputs():
    return []
