"""RMSNorm -> ReLU: synthesised by warpgym synth (seed 7, index 6594, torch#2, dim 0 x5915)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> ReLU"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=1024)
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(378560, 1024)]


def get_init_inputs():
    return []
