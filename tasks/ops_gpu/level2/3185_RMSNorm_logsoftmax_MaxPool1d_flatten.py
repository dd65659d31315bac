"""RMSNorm -> F.log_softmax -> MaxPool1d -> torch.flatten: synthesised by warpgym synth (seed 7, index 5018, torch#4, dim 0 x4620)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.log_softmax -> MaxPool1d -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=256)
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.log_softmax(x)
        x = self.maxpool1d_2(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(1182720, 256)]


def get_init_inputs():
    return []
