"""F.group_norm -> PReLU -> torch.fmax -> torch.multiply: synthesised by warpgym synth (seed 7, index 3605, torch#4, dim 0 x849)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> PReLU -> torch.fmax -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1, x2):
        x = F.group_norm(x, num_groups=2)
        x = self.prelu_1(x)
        x = torch.fmax(x, x1)
        x = torch.multiply(x, x2)
        return x


def get_inputs():
    return [torch.randn(217344, 512), torch.randn(217344, 512), torch.randn(217344, 512)]


def get_init_inputs():
    return []
