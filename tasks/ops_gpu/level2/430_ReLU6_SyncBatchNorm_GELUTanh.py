"""ReLU6 -> SyncBatchNorm -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 683, transformers#3, dim 0 x624)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """ReLU6 -> SyncBatchNorm -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.syncbatchnorm_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(9984, 32, 16, 16)]


def get_init_inputs():
    return []
