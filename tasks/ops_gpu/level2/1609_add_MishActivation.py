"""torch.add -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2552, transformers#2, dim 0 x4722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.add -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(302208, 1024), torch.randn(302208, 1024)]


def get_init_inputs():
    return []
