"""hf.MishActivation -> PReLU -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4050, transformers#3, dim 0 x1479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> PReLU -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.prelu_1 = nn.PReLU()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.prelu_1(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(23664, 32, 256)]


def get_init_inputs():
    return []
