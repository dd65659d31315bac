"""hf.MishActivation -> MaxPool3d: synthesised by warpgym synth (seed 9, index 756, transformers#2, dim 0 x1287)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10296, 64, 16, 16)]


def get_init_inputs():
    return []
