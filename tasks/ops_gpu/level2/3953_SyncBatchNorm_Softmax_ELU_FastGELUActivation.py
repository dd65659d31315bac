"""SyncBatchNorm -> Softmax -> ELU -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 6221, transformers#4, dim 0 x412)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """SyncBatchNorm -> Softmax -> ELU -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)
        self.softmax_1 = nn.Softmax()
        self.elu_2 = nn.ELU()
        self.fastgeluactivation_3 = FastGELUActivation()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.softmax_1(x)
        x = self.elu_2(x)
        x = self.fastgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(52736, 256)]


def get_init_inputs():
    return []
