"""torch.diff -> InstanceNorm2d -> hf.MishActivation: synthesised by warpgym synth (seed 9, index 599, transformers#3, dim 0 x1368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.diff -> InstanceNorm2d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=15)
        self.mishactivation_2 = MishActivation()

    def forward(self, x):
        x = torch.diff(x)
        x = self.instancenorm2d_1(x)
        x = self.mishactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(21888, 32, 16, 16)]


def get_init_inputs():
    return []
