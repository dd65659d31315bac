"""CosineSimilarity -> Softmax -> hf.SiLUActivation -> torch.erf -> torch.cummax: synthesised by warpgym synth (seed 7, index 6924, transformers#5, dim 0 x1984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """CosineSimilarity -> Softmax -> hf.SiLUActivation -> torch.erf -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.softmax_1 = nn.Softmax()
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.softmax_1(x)
        x = self.siluactivation_2(x)
        x = torch.erf(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(63488, 128, 64), torch.randn(63488, 128, 64)]


def get_init_inputs():
    return []
