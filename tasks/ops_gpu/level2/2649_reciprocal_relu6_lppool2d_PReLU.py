"""torch.reciprocal -> F.relu6 -> F.lp_pool2d -> PReLU: synthesised by warpgym synth (seed 7, index 4194, torch#4, dim 0 x4667)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> F.relu6 -> F.lp_pool2d -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = F.relu6(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.prelu_3(x)
        return x


def get_inputs():
    return [torch.randn(37336, 64, 16, 16)]


def get_init_inputs():
    return []
