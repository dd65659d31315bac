"""torch.atan -> F.softmax -> torch.logaddexp -> ReLU6 -> torch.fmin: synthesised by warpgym synth (seed 7, index 5564, torch#5, dim 0 x4306)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> F.softmax -> torch.logaddexp -> ReLU6 -> torch.fmin"""

    def __init__(self):
        super().__init__()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x, x1, x2):
        x = torch.atan(x)
        x = F.softmax(x)
        x = torch.logaddexp(x, x1)
        x = self.relu6_3(x)
        x = torch.fmin(x, x2)
        return x


def get_inputs():
    return [torch.randn(17224, 16, 8, 8, 8), torch.randn(17224, 16, 8, 8, 8), torch.randn(17224, 16, 8, 8, 8)]


def get_init_inputs():
    return []
