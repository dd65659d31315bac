"""F.cosine_similarity -> F.cosine_similarity -> hf.SiLUActivation -> RNNCell -> torch.inner: synthesised by warpgym synth (seed 7, index 3623, transformers#5, dim 0 x188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.cosine_similarity -> F.cosine_similarity -> hf.SiLUActivation -> RNNCell -> torch.inner"""

    def __init__(self):
        super().__init__()
        self.siluactivation_2 = SiLUActivation()
        self.rnncell_3 = nn.RNNCell(hidden_size=32, input_size=32)

    def forward(self, x, x1, x2, x3):
        x = F.cosine_similarity(x, x1)
        x = F.cosine_similarity(x, x2)
        x = self.siluactivation_2(x)
        x = self.rnncell_3(x)
        x = torch.inner(x, x3)
        return x


def get_inputs():
    return [torch.randn(752, 32, 32, 32), torch.randn(752, 32, 32, 32), torch.randn(752, 32, 32), torch.randn(752, 32)]


def get_init_inputs():
    return []
