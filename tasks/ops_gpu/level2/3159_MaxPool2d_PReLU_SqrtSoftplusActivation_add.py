"""MaxPool2d -> PReLU -> hf.SqrtSoftplusActivation -> torch.add: synthesised by warpgym synth (seed 7, index 4982, transformers#4, dim 0 x1823)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """MaxPool2d -> PReLU -> hf.SqrtSoftplusActivation -> torch.add"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.prelu_1 = nn.PReLU()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = self.maxpool2d_0(x)
        x = self.prelu_1(x)
        x = self.sqrtsoftplusactivation_2(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(14584, 64, 16, 16), torch.randn(14584, 64, 5, 5)]


def get_init_inputs():
    return []
