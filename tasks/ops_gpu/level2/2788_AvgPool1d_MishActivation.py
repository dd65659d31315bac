"""AvgPool1d -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 4399, transformers#2, dim 0 x12027)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """AvgPool1d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(769728, 1024)]


def get_init_inputs():
    return []
