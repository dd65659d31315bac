"""torch.pinverse -> hf.MishActivation -> BatchNorm1d -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2032, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.pinverse -> hf.MishActivation -> BatchNorm1d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=64)
        self.mishactivation_3 = MishActivation()

    def forward(self, x):
        x = torch.pinverse(x)
        x = self.mishactivation_1(x)
        x = self.batchnorm1d_2(x)
        x = self.mishactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
