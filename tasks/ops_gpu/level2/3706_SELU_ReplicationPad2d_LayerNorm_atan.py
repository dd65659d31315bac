"""SELU -> ReplicationPad2d -> LayerNorm -> torch.atan: synthesised by warpgym synth (seed 7, index 5805, torch#4, dim 0 x3255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> ReplicationPad2d -> LayerNorm -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=258)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.replicationpad2d_1(x)
        x = self.layernorm_2(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(52080, 32, 256)]


def get_init_inputs():
    return []
