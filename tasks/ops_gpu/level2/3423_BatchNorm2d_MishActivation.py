"""BatchNorm2d -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 5378, transformers#2, dim 0 x3736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """BatchNorm2d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=16)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(29888, 16, 32, 32)]


def get_init_inputs():
    return []
