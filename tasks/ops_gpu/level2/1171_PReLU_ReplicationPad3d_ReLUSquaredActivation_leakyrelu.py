"""PReLU -> ReplicationPad3d -> hf.ReLUSquaredActivation -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 1899, transformers#4, dim 0 x2191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """PReLU -> ReplicationPad3d -> hf.ReLUSquaredActivation -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.replicationpad3d_1(x)
        x = self.relusquaredactivation_2(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(17528, 64, 16, 16)]


def get_init_inputs():
    return []
