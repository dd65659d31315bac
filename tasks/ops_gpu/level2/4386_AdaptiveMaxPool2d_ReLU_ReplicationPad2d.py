"""AdaptiveMaxPool2d -> ReLU -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 6892, torch#3, dim 0 x2865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> ReLU -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.relu_1 = nn.ReLU()
        self.replicationpad2d_2 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.relu_1(x)
        x = self.replicationpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(45840, 32, 256)]


def get_init_inputs():
    return []
