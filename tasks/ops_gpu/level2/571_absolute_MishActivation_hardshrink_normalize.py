"""torch.absolute -> hf.MishActivation -> F.hardshrink -> F.normalize: synthesised by warpgym synth (seed 7, index 924, transformers#4, dim 0 x4729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.absolute -> hf.MishActivation -> F.hardshrink -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = torch.absolute(x)
        x = self.mishactivation_1(x)
        x = F.hardshrink(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(302656, 1024)]


def get_init_inputs():
    return []
