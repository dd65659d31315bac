"""ReLU -> hf.NewGELUActivation -> BatchNorm1d -> F.log_softmax: synthesised by warpgym synth (seed 7, index 1379, transformers#4, dim 0 x1350)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """ReLU -> hf.NewGELUActivation -> BatchNorm1d -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.newgeluactivation_1 = NewGELUActivation()
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=1024)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.newgeluactivation_1(x)
        x = self.batchnorm1d_2(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(86400, 1024)]


def get_init_inputs():
    return []
