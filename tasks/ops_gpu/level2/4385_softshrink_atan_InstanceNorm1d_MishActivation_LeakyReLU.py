"""F.softshrink -> torch.atan -> InstanceNorm1d -> hf.MishActivation -> LeakyReLU: synthesised by warpgym synth (seed 7, index 6891, transformers#5, dim 0 x1908)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.softshrink -> torch.atan -> InstanceNorm1d -> hf.MishActivation -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_2 = nn.InstanceNorm1d(num_features=128)
        self.mishactivation_3 = MishActivation()
        self.leakyrelu_4 = nn.LeakyReLU()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.atan(x)
        x = self.instancenorm1d_2(x)
        x = self.mishactivation_3(x)
        x = self.leakyrelu_4(x)
        return x


def get_inputs():
    return [torch.randn(15264, 256, 128)]


def get_init_inputs():
    return []
