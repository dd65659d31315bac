"""torch.subtract -> ReLU6: synthesised by warpgym synth (seed 7, index 4753, torch#2, dim 0 x1800)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(921600, 256), torch.randn(921600, 256)]


def get_init_inputs():
    return []
